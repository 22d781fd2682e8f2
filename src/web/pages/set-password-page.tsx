import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createSetPasswordMachine } from '../../../machines/set-password/set-password.actors';
import { SetPasswordView } from '../account/set-password-view';
import { useApi } from '../flow-hooks/app-provider';

/** /cuenta/contrasena?token=…: the page the e-mailed password link opens. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const api = useApi();
  const machine = useMemo(() => createSetPasswordMachine({ api }), [api]);
  const actor = useActorRef(machine, { input: { token: params.get('token') ?? '' } });
  return <SetPasswordView actor={actor} />;
}
