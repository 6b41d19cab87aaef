import { Card, Descriptions, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { APP_VERSION, VersionResponseSchema } from '@portal/contracts';
import { callApi } from '@portal/kit';

/** liensUtiles/about: the application's version, the server's, and this module's build. */
export default function AboutPage() {
  const server = useQuery({
    queryKey: ['identity', 'version'],
    queryFn: () => callApi('identity', '/version', { schema: VersionResponseSchema }),
  });
  return (
    <Card>
      <Typography.Title level={4}>À propos</Typography.Title>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Version de l'application">{APP_VERSION}</Descriptions.Item>
        <Descriptions.Item label="Version du serveur">{server.data?.version ?? '…'}</Descriptions.Item>
        <Descriptions.Item label="Module Administration">{PORTAL_BUILD_LABEL}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
