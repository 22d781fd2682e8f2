import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine';
import { useFlowActor } from './use-flow';

type RunningFlows = SnapshotFrom<typeof appMachine>['children'];

/** The flows the app starts and stops during a visit (the session and the wizard always run). */
export type StoppingFlowId = 'quotation' | 'individualCart' | 'companyCart' | 'afterPurchase';

type RunningFlow<TId extends StoppingFlowId> = NonNullable<RunningFlows[TId]>;
type Scope = { [TId in StoppingFlowId]?: RunningFlow<TId> };

const FlowScopeContext = createContext<Scope>({});

/**
 * Draws a flow's screens only while the app runs that flow, `fallback` otherwise (the page
 * without a cart, the results while the quotation's code arrives). Inside, the flow's hooks
 * (`useQuotation`, `useIndividualCart`…) read a running actor: no view invents a default for a
 * flow that is not there.
 */
export function FlowScope<TId extends StoppingFlowId>({
  flow,
  fallback = null,
  children,
}: {
  flow: TId;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const actor = useFlowActor(flow);
  const outer = useContext(FlowScopeContext);
  const scope = useMemo(() => ({ ...outer, [flow]: actor }), [outer, flow, actor]);
  if (!actor) return <>{fallback}</>;
  return <FlowScopeContext.Provider value={scope}>{children}</FlowScopeContext.Provider>;
}

/** The running flow of the `<FlowScope>` around the view. */
export function useScopedFlow<TId extends StoppingFlowId>(flow: TId): RunningFlow<TId> {
  const actor = useContext(FlowScopeContext)[flow];
  if (!actor) throw new Error(`A view of the ${flow} is drawn inside <FlowScope flow="${flow}">`);
  return actor;
}
