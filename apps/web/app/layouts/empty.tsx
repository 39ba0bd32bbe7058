import { Outlet } from 'react-router';

/** The empty layout of §2: no header, drawer or footer. */
export default function EmptyLayout() {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <Outlet />
    </main>
  );
}
