/** Placeholder while this screen is built in parallel; replaced by its owner. */
export default function MinigamePage() {
  return <h1>MinigamePage</h1>;
}
