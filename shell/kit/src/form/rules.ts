import {
  DecimalInputSchema,
  EmailSchema,
  IntegerInputSchema,
  NirSchema,
  PasswordSchema,
  PositiveIntegerInputSchema,
  fr,
  frenchDateSchema,
  type FrenchDateTime,
} from '@portal/contracts';
import type { FormRule } from 'antd';
import { isBlank, zodRule } from './zod-rule.js';

function required(zeroIsAValue: boolean): FormRule {
  return {
    // `required` makes antd mark the field with its asterisk.
    required: true,
    validator: async (_rule, value: unknown) => {
      if (isBlank(value) || value === false || (value === 0 && !zeroIsAValue)) throw new Error(fr.REQUIRED);
    },
  };
}

/** 'Obligatoire': something typed or chosen, a list with elements; zero does not count. */
export const requiredRule: FormRule = required(false);
/** 'Obligatoire', the nullable variant of spec 00 §5: zero counts as a value. */
export const requiredNullableRule: FormRule = required(true);

/** 'Nombre entier uniquement'. */
export const integerRule: FormRule = zodRule(IntegerInputSchema);
/** 'Entier positif uniquement' (zero accepted). */
export const positiveIntegerRule: FormRule = zodRule(PositiveIntegerInputSchema);
/** 'Format invalide' beyond 11 digits or 3 decimals (comma or point). */
export const decimalRule: FormRule = zodRule(DecimalInputSchema);
/** 'Veuillez saisir une adresse mail valide'. */
export const emailRule: FormRule = zodRule(EmailSchema);
/** Every password rule that fails: '6 caractères min.', '1 chiffre min.', '1 minuscule min.', '1 majuscule min.'. */
export const passwordRule: FormRule = zodRule(PasswordSchema, { allIssues: true });
/** 'Format invalide' for a French social security number (with its key checked when typed). */
export const nirRule: FormRule = zodRule(NirSchema);
/** 'Format français invalide' or "La date n'existe pas" for a typed `dd/mm/yyyy[ hh:mm]`. */
export function frenchDateRule(time: FrenchDateTime = 'optional'): FormRule {
  return zodRule(frenchDateSchema(time));
}
