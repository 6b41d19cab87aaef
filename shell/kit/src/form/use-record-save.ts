import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { fr } from '@portal/contracts';
import { applyFieldErrors } from './apply-field-errors.js';

/**
 * The save of a record's form (an article, a discount, an offer, a checkpoint…): nothing sent and
 * 'Aucun changement à enregistrer' when nothing changed; else the call, its success message, then
 * what follows it (lists refreshed, the dialog told), and a refusal shown on the fields it names.
 */
export function useRecordSave<Body, Saved>(
  form: FormInstance,
  options: {
    save: (body: Body) => Promise<Saved>;
    /** The success message ('Article enregistré'). */
    savedText: string;
    afterSave: (saved: Saved) => void | Promise<void>;
  },
) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async (body: Body, unchanged = false) => {
    if (unchanged) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    setSaving(true);
    try {
      const saved = await options.save(body);
      void message.success(options.savedText);
      await options.afterSave(saved);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
