import type { ReactNode } from 'react';
import { AUTH_CSS } from './auth-styles.js';

/** The card the login, forgotten-password and reset screens sit in. */
export function AuthFrame(props: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="portal-auth">
      <style>{AUTH_CSS}</style>
      <section className="portal-auth__card">
        <h1 className="portal-auth__title">{props.title}</h1>
        {props.subtitle ? <p className="portal-auth__subtitle">{props.subtitle}</p> : null}
        {props.children}
      </section>
    </main>
  );
}

/** A labelled input with the required asterisk and its French error under it. */
export function AuthField(props: {
  label: string;
  name: string;
  type: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete?: string;
  list?: string;
  children?: ReactNode;
}) {
  const errorId = `${props.name}-error`;
  return (
    <label className="portal-auth__field">
      <span>
        {props.label}
        <span className="portal-auth__required" aria-hidden="true">
          *
        </span>
      </span>
      <input
        name={props.name}
        type={props.type}
        value={props.value}
        autoComplete={props.autoComplete}
        list={props.list}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <span id={errorId} className="portal-auth__field-error" role="alert">
          {props.error}
        </span>
      ) : null}
      {props.children}
    </label>
  );
}

/** The refusal (an alert) or the confirmation (a status) above or instead of a form. */
export function AuthMessage(props: { kind: 'error' | 'success'; children: ReactNode }) {
  if (!props.children) return null;
  return (
    <div
      className={props.kind === 'error' ? 'portal-auth__error' : 'portal-auth__success'}
      role={props.kind === 'error' ? 'alert' : 'status'}
    >
      {props.children}
    </div>
  );
}

/** The form's submit button, disabled while its call runs. */
export function AuthSubmit(props: { busy: boolean; children: ReactNode }) {
  return (
    <button className="portal-auth__submit" type="submit" disabled={props.busy}>
      {props.children}
    </button>
  );
}
