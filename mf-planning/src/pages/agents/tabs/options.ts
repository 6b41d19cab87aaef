/** Select options of a French labels map (`{100: 'Avec licence'}`), numeric keys kept as numbers. */
export function optionsOf<K extends string | number>(labels: Record<K, string>, numeric = false) {
  return (Object.entries(labels) as [string, string][]).map(([value, label]) => ({
    value: (numeric ? Number(value) : value) as K,
    label,
  }));
}
