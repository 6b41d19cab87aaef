import { COUNTRY_NAMES } from '@portal/contracts';
import { Select, type SelectProps } from 'antd';

/** Folds case and accents, so that 'etats' finds 'États-Unis' (spec 00 §5). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const COUNTRY_OPTIONS = Object.entries(COUNTRY_NAMES).map(([code, name]) => ({
  value: code,
  label: name,
  search: fold(`${name} ${code}`),
}));

export type CountryPickerProps = Omit<SelectProps<string>, 'options' | 'mode'>;

/** The country of an address: ISO code, shown and searched by its French name (01 §2 country picker). */
export function CountryPicker(props: CountryPickerProps) {
  return (
    <Select<string>
      showSearch
      placeholder="Choisir un pays"
      {...props}
      options={COUNTRY_OPTIONS}
      filterOption={(input, option) => (option?.search ?? '').includes(fold(input))}
    />
  );
}
