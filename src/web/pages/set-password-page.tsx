import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createApi } from '../../api';
import { createSetPasswordMachine } from '../../../machines/set-password/set-password.actors';
import { SetPasswordView } from '../account/set-password-view';
import { clientConfig } from '../config';

/** /cuenta/contrasena?token=…: the page the e-mailed password link opens. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const machine = useMemo(
    () =>
      createSetPasswordMachine({
        api: createApi({
          bearerToken: clientConfig.bearerToken,
          partnerCode: clientConfig.partnerCode,
        }),
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { token: params.get('token') ?? '' } });
  return <SetPasswordView actor={actor} />;
}
