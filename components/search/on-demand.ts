import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads when it first mounts, rendering nothing until then: React.lazy
 * without Suspense. A suspended boundary's content is held back until 300 ms after its fallback
 * showed (React's fallback throttle), so with React.lazy the modal opened about 330 ms after
 * Ctrl+K although its code had arrived within 20; a state update is committed at once. It is a
 * transition, so React renders the component in slices, as it rendered React.lazy's content (in
 * one task, /search/'s results doubled its Total Blocking Time). When the code cannot be fetched
 * (offline, or gone with a newer deploy), `failed` is shown in its place.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  function OnDemand(props: P) {
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      void load()
        .then(
          (component) => component,
          () => failed,
        )
        .then((component) => {
          loaded = component;
          if (mounted) startTransition(() => setReady(true));
        });
      return () => {
        mounted = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return OnDemand;
}
