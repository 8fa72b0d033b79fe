/** Placeholder while this screen is built in parallel; replaced by its owner. */
export default function PrematchPage() {
  return <h1>PrematchPage</h1>;
}
