import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine';
import { useAppActor } from './app-provider';

/** Reads the app's own state: `useApp(selectRunningCart)`. */
export const useApp = <TSlice>(selector: (snapshot: SnapshotFrom<typeof appMachine>) => TSlice) =>
  useSelector(useAppActor(), selector);
