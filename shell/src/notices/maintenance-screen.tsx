import { AuthFrame, AuthMessage } from '@portal/kit/core';

/** The maintenance state (00 §4): the server's own message and a way to try again. */
export function MaintenanceScreen(props: { message: string }) {
  return (
    <AuthFrame title="Maintenance en cours">
      <AuthMessage kind="error">{props.message}</AuthMessage>
      <button type="button" className="portal-auth__submit" onClick={() => window.location.reload()}>
        Réessayer
      </button>
    </AuthFrame>
  );
}
