import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/**
 * An invoked actor's result, as the typed params of the guard or action that reads it
 * (`{ type: 'keepVersions', params: actorResult<Version[]> }`): xstate checks the params
 * against the actor's declared output, so no guard or action casts the event.
 */
export const actorResult = <TOutput>({ event }: { event: DoneActorEvent<TOutput> }) => event.output;

/** An invoked actor's failure, as the params of the action that shows it. */
export const actorError = ({ event }: { event: ErrorActorEvent }) => event.error;
