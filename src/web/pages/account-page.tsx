import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { createAccountMachine } from '../../../machines/account/account.actors';
import { createSandboxCardGateway } from '../../api/card-gateway';
import { AccountView } from '../account/account-view';
import { useApi } from '../flow-hooks/app-provider';
import { saveFile } from '../flow-hooks/save-file';

/** /cuenta: the buyer's account, its policies and 'Pagar ahora' for a pending one. */
export function AccountPage() {
  const api = useApi();
  const machine = useMemo(
    () => createAccountMachine({ api, cardGateway: createSandboxCardGateway(api.http), saveFile }),
    [api],
  );
  const actor = useActorRef(machine);
  return <AccountView actor={actor} />;
}
