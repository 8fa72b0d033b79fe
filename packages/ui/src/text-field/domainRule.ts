/**
 * Adapts a domain rule (`(value) => message | null`) to a react-hook-form `validate` function, so every form
 * checks a field with the rule of `@betkit/domain` and shows its Korean message.
 */
export function domainRule<Value>(rule: (value: Value) => string | null): (value: Value) => string | true {
  return (value) => rule(value) ?? true;
}
