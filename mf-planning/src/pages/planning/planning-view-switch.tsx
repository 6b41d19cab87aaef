import { Segmented } from 'antd';
import { useNavigate } from 'react-router';

/** Between the sites view and the agents view of adminPlanning. */
export function PlanningViewSwitch(props: { view: 'sites' | 'agents' }) {
  const navigate = useNavigate();
  return (
    <Segmented<'sites' | 'agents'>
      aria-label="Vue du planning"
      value={props.view}
      options={[
        { value: 'sites', label: 'Sites' },
        { value: 'agents', label: 'Collaborateurs' },
      ]}
      onChange={(view) => void navigate(`/adminPlanning/${view}`)}
    />
  );
}
