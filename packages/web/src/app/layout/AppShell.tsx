import '../dayjsLocale.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient.ts';
import { ShellLayout } from './ShellLayout.tsx';

/** The signed-in part of the app, loaded after sign-in: server-data cache and the layout. */
export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
    </QueryClientProvider>
  );
}
