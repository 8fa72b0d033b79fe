/** Placeholder while this screen is built in parallel; replaced by its owner. */
export default function VirtualPage() {
  return <h1>VirtualPage</h1>;
}
