/** Placeholder while this screen is built in parallel; replaced by its owner. */
export default function ThirdPartyPage() {
  return <h1>ThirdPartyPage</h1>;
}
