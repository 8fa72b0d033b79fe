// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useImported } from './useImported';

/** A module load the test resolves or rejects by hand. */
function deferredLoad<Module>() {
  let settle: { resolve: (module: Module) => void; reject: (error: Error) => void } | undefined;
  const load = () => new Promise<Module>((resolve, reject) => (settle = { resolve, reject }));
  return { load, resolve: (module: Module) => act(async () => settle?.resolve(module)), reject: (error: Error) => act(async () => settle?.reject(error)) };
}

describe('useImported: a lazy module outside Suspense', () => {
  it('answers undefined until the module is in, then the module', async () => {
    const chunk = deferredLoad<{ name: string }>();
    const { result } = renderHook(() => useImported(chunk.load));
    expect(result.current).toBeUndefined();
    await chunk.resolve({ name: 'popups' });
    expect(result.current).toEqual({ name: 'popups' });
  });

  it('loads nothing without a load, and forgets the module when the load goes away', async () => {
    const chunk = deferredLoad<string>();
    const { result, rerender } = renderHook(({ load }) => useImported(load), { initialProps: { load: chunk.load as (() => Promise<string>) | undefined } });
    await chunk.resolve('module');
    expect(result.current).toBe('module');
    rerender({ load: undefined });
    expect(result.current).toBeUndefined();
  });

  it('stays undefined when the chunk fails to load', async () => {
    const chunk = deferredLoad<string>();
    const { result } = renderHook(() => useImported(chunk.load));
    await chunk.reject(new Error('chunk failed'));
    expect(result.current).toBeUndefined();
  });
});
