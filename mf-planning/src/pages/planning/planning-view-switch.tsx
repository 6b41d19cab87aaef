import { Segmented } from 'antd';

export type PlanningView = 'sites' | 'agents';

/** Between the sites view and the agents view of adminPlanning, in place. */
export function PlanningViewSwitch(props: { view: PlanningView; onChange: (view: PlanningView) => void }) {
  return (
    <Segmented<PlanningView>
      aria-label="Vue du planning"
      value={props.view}
      options={[
        { value: 'sites', label: 'Sites' },
        { value: 'agents', label: 'Collaborateurs' },
      ]}
      onChange={props.onChange}
    />
  );
}
