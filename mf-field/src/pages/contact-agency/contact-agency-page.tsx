import { AlertOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useAgencyId } from '@portal/kit';
import { agentFieldKeys, fetchAgencyContact } from '../../field/agent-field-calls.js';

/** A phone number as a `tel:` link (spaces and dots dropped, a leading + kept). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** terrain/contactAgence, 'Contacter l'agence' (00 §2.2): call, write to or find the agency. */
export default function ContactAgencyPage() {
  const agencyId = useAgencyId();
  const contact = useQuery({ queryKey: agentFieldKeys.contact(agencyId), queryFn: () => fetchAgencyContact(agencyId) });

  if (contact.isPending) return <Spin />;
  if (contact.isError) return <Empty description="Les coordonnées de l'agence n'ont pas pu être chargées" />;
  const { name, email, phones, emergencyNumbers, address } = contact.data;
  const town = address ? [address.zipcode, address.city].filter(Boolean).join(' ') : '';
  const addressText = address ? [address.street, address.complement, town].filter(Boolean).join(', ') : '';
  const nothing = !email && phones.length === 0 && emergencyNumbers.length === 0 && !addressText;

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Contacter l'agence</Typography.Title>
      <Card size="small" title={name}>
        {nothing ? (
          <Empty description="L'agence n'a pas encore renseigné ses coordonnées" />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {phones.map((phone) => (
              <Button key={phone} type="primary" block icon={<PhoneOutlined />} href={telLink(phone)}>
                Appeler le {phone}
              </Button>
            ))}
            {emergencyNumbers.map((phone) => (
              <Button key={phone} danger block icon={<AlertOutlined />} href={telLink(phone)}>
                Urgence : {phone}
              </Button>
            ))}
            {email ? (
              <Button block icon={<MailOutlined />} href={`mailto:${email}`} style={{ overflow: 'hidden' }}>
                Écrire à {email}
              </Button>
            ) : null}
            {addressText ? (
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                <EnvironmentOutlined /> {addressText}
              </Typography.Paragraph>
            ) : null}
          </Space>
        )}
      </Card>
    </Space>
  );
}
