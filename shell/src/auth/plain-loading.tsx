import { fr } from '@portal/contracts';

/** What is shown while the session or the portal loads (before antd is there). */
export function PlainLoading() {
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        height: '100vh',
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: 'sans-serif',
        color: '#555',
      }}
    >
      {fr.LOADING}
    </div>
  );
}
