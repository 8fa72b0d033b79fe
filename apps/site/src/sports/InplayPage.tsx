/** Placeholder while this screen is built in parallel; replaced by its owner. */
export default function InplayPage() {
  return <h1>InplayPage</h1>;
}
