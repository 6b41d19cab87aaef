import { Tag } from 'antd';
import { SUBSCRIPTION_STATE_LABELS, type SubscriptionState } from '@portal/contracts';

/** The antd tag colour of each subscription state (00 §4), the same on every screen that shows one. */
export const SUBSCRIPTION_STATE_TAG_COLORS: Record<SubscriptionState, string> = {
  free_trial_available: 'blue',
  free_trial: 'green',
  valid: 'green',
  free_trial_finished: 'red',
  expired: 'red',
  locked: 'red',
};

/** The agency's subscription state as a tag: its French label in its colour. */
export function SubscriptionStateTag(props: { state: SubscriptionState }) {
  return <Tag color={SUBSCRIPTION_STATE_TAG_COLORS[props.state]}>{SUBSCRIPTION_STATE_LABELS[props.state]}</Tag>;
}
