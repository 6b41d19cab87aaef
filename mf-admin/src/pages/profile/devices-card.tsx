import { App, Button, Card, Empty, List, Popconfirm } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DeviceSchema } from '@portal/contracts';
import { callApi, formatDateTime } from '@portal/kit';

const DEVICES_KEY = ['identity', 'user', 'devices'];

/** `GET user/devices` and `DELETE user/device/{token}`: the devices that receive push notifications. */
export function DevicesCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: DEVICES_KEY,
    queryFn: () => callApi('identity', '/user/devices', { schema: z.array(DeviceSchema) }),
  });
  const remove = useMutation({
    mutationFn: (token: string) =>
      callApi('identity', `/user/device/${encodeURIComponent(token)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      message.success('Appareil retiré');
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
  return (
    <Card title="Mes appareils">
      <List
        loading={devices.isLoading}
        dataSource={devices.data ?? []}
        locale={{ emptyText: <Empty description="Aucun appareil enregistré" /> }}
        renderItem={(device) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title="Retirer cet appareil ?"
                okText="Retirer"
                cancelText="Annuler"
                onConfirm={() => remove.mutate(device.token)}
              >
                <Button danger size="small">
                  Retirer
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={[device.browserName, device.browserVersion].filter(Boolean).join(' ') || 'Appareil'}
              description={`Enregistré le ${formatDateTime(device.createdAt)}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
