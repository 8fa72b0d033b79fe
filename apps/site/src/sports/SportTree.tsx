/** Placeholder while the sport tree is built in parallel; replaced by its owner. */
export default function SportTree() {
  return null;
}
