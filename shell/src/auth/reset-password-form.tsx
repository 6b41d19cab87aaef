import { useState, type FormEvent } from 'react';
import { MessageResponseSchema, PASSWORD_MIN_LENGTH, ResetPasswordSchema, fr } from '@portal/contracts';
import { AuthField, AuthFrame, AuthMessage, AuthSubmit, callApi, useAuthAction } from '@portal/kit/core';

/** The password rules of 00 §5, shown live under the field. */
const RULES = [
  { text: fr.PASSWORD_MIN_LENGTH, ok: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { text: fr.PASSWORD_DIGIT, ok: (value: string) => /\d/.test(value) },
  { text: fr.PASSWORD_LOWERCASE, ok: (value: string) => /\p{Ll}/u.test(value) },
  { text: fr.PASSWORD_UPPERCASE, ok: (value: string) => /\p{Lu}/u.test(value) },
];

/** `PUT user/forgot-password/{token}`: the new password, from the link of the e-mail. */
export function ResetPasswordForm(props: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirmError, setConfirmError] = useState<string>();
  const { busy, error, done, run } = useAuthAction<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ResetPasswordSchema.safeParse({ password });
    setFieldError(parsed.error?.issues[0]?.message);
    setConfirmError(confirmation === password ? undefined : 'Les mots de passe ne correspondent pas');
    if (!parsed.success || confirmation !== password) return;
    const body = parsed.data;
    void run(async () => {
      const answer = await callApi('identity', `/user/forgot-password/${encodeURIComponent(props.token)}`, {
        method: 'PUT',
        body,
        schema: MessageResponseSchema,
        notify: false,
      });
      return answer.message;
    });
  }

  return (
    <AuthFrame title="Nouveau mot de passe">
      {done ? (
        <AuthMessage kind="success">{done}</AuthMessage>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Réinitialisation du mot de passe">
          <AuthMessage kind="error">{error}</AuthMessage>
          <AuthField
            label="Nouveau mot de passe"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={fieldError}
          >
            <ul className="portal-auth__rules" aria-label="Règles du mot de passe">
              {RULES.map((rule) => (
                <li key={rule.text} data-ok={rule.ok(password)}>
                  {rule.ok(password) ? '✓ ' : '✗ '}
                  {rule.text}
                </li>
              ))}
            </ul>
          </AuthField>
          <AuthField
            label="Confirmation"
            name="confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            error={confirmError}
          />
          <AuthSubmit busy={busy}>Enregistrer</AuthSubmit>
        </form>
      )}
      <button type="button" className="portal-auth__link" onClick={props.onDone}>
        Retour à la connexion
      </button>
    </AuthFrame>
  );
}
