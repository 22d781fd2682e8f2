import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import Cookies from 'js-cookie';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { createApi } from '../../api';
import { clientConfig } from '../config';
import { createFlowSystem, type FlowSystem } from './flow-system';

const FlowsContext = createContext<FlowSystem | null>(null);

/** `?inspect` attaches Stately's browser inspector (it opens stately.ai) to every flow. */
async function loadStatelyInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

/**
 * Starts the app's flows once (restored from session storage) and gives them to the views.
 * Children render when the flows are running.
 */
export function FlowsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [system, setSystem] = useState<FlowSystem | null>(null);

  useEffect(() => {
    let created: FlowSystem | undefined;
    let cancelled = false;
    void loadStatelyInspector().then((inspect) => {
      if (cancelled) return;
      created = createFlowSystem({
        api: createApi({
          bearerToken: clientConfig.bearerToken,
          partnerCode: clientConfig.partnerCode,
        }),
        cookies: { set: (name, value, options) => void Cookies.set(name, value, options) },
        search: window.location.search,
        storage: window.sessionStorage,
        navigate,
        ...(inspect ? { inspect } : {}),
      });
      created.startAll();
      setSystem(created);
    });
    const flush = () => created?.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', flush);
      created?.stop();
    };
  }, [navigate]);

  return system && <FlowsContext.Provider value={system}>{children}</FlowsContext.Provider>;
}

export function useFlowSystem(): FlowSystem {
  const system = useContext(FlowsContext);
  if (!system) throw new Error('useFlowSystem needs a FlowsProvider above it.');
  return system;
}

/** The running actor of a flow (it changes when the flow is reset). */
export function useFlowActor(name: string): AnyActorRef | undefined {
  const system = useFlowSystem();
  return useSyncExternalStore(system.subscribe, () => system.actor(name));
}

/** Gives an already running flow system to the views (tests run flows on fake actors). */
export function FlowSystemProvider({
  system,
  children,
}: {
  system: FlowSystem;
  children: ReactNode;
}) {
  return <FlowsContext.Provider value={system}>{children}</FlowsContext.Provider>;
}
