/** Placeholder while this screen is built in parallel; replaced by its owner. */
export default function BetResultPage() {
  return <h1>BetResultPage</h1>;
}
