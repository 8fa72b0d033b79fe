// One convention for every component's words: a `labels.ts` exports the Korean defaults, the component
// takes `labels?: Labels<typeof defaults>` and reads `mergeLabels(defaults, labels)`.

/** Any function a label may be: a text built from values ('3개 선택'). */
type LabelFunction = (...args: never[]) => unknown;

/**
 * A labels object with its literal types widened, so a translated label type-checks: a string is any
 * string, a label function keeps its parameters and returns any text, a group is widened key by key.
 */
export type ResolvedLabels<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => ResolvedLabels<Result>
    : T extends object
      ? { readonly [Key in keyof T]: ResolvedLabels<T[Key]> }
      : T;

/** Overrides of a component's labels: every key optional, a group may be given in part. */
export type Labels<T> = {
  readonly [Key in keyof T]?: T[Key] extends string
    ? string
    : T[Key] extends LabelFunction
      ? ResolvedLabels<T[Key]>
      : T[Key] extends object
        ? Labels<T[Key]>
        : T[Key];
};

function isLabelGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The defaults with the overrides laid over them; groups are merged key by key, so `{ tabs: { live: 'Live' } }` keeps the other tabs. */
export function mergeLabels<T extends object>(defaults: T, overrides?: Labels<T>): ResolvedLabels<T> {
  if (overrides === undefined) return defaults as ResolvedLabels<T>;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, override] of Object.entries(overrides)) {
    if (override === undefined) continue;
    const base = merged[key];
    merged[key] = isLabelGroup(base) && isLabelGroup(override) ? mergeLabels(base, override) : override;
  }
  return merged as ResolvedLabels<T>;
}
