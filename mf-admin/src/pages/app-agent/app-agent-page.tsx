import { CloudSyncOutlined, ExpandOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useInstallPrompt } from '@portal/kit';
import { Alert, Button, Card, Flex, Result, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { InstallSteps } from './install-steps.js';

/** What the installed app gives the agent. */
const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CloudSyncOutlined />,
    title: 'Mode terrain hors connexion',
    text: 'Prises de service, rondes, événements et signalements sont enregistrés sur le téléphone et envoyés dès le retour du réseau.',
  },
  {
    icon: <ExpandOutlined />,
    title: 'En plein écran',
    text: "Le portail s'ouvre depuis l'icône de votre écran d'accueil, sans barre d'adresse ni onglets.",
  },
  {
    icon: <ThunderboltOutlined />,
    title: 'Démarrage rapide',
    text: "Le portail reste sur le téléphone ; une nouvelle version vous est proposée dès qu'elle est disponible.",
  },
];

/** The install: done, the browser's prompt, or the manual steps where the browser has no prompt. */
function Install() {
  const install = useInstallPrompt();
  if (install.installed) {
    return (
      <Result
        status="success"
        title="L'application est installée"
        subTitle="Ouvrez-la depuis l'icône « Portail » de votre écran d'accueil."
      />
    );
  }
  if (install.outcome === 'accepted') {
    return (
      <Alert
        type="success"
        showIcon
        message="Installation acceptée : l'application s'ajoute à votre écran d'accueil."
      />
    );
  }
  if (install.canPrompt || install.prompting) {
    return (
      <Button type="primary" size="large" loading={install.prompting} onClick={() => void install.install()}>
        Installer l'application
      </Button>
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={
          install.outcome === 'dismissed'
            ? "Installation annulée. Vous pouvez l'installer plus tard en suivant ces étapes."
            : "Votre navigateur ne propose pas l'installation directe : ajoutez l'application à votre écran d'accueil en suivant ces étapes."
        }
      />
      <InstallSteps />
    </Space>
  );
}

/** app-agent (00 §2.2): the portal installed as an app on the agent's phone. */
export default function AppAgentPage() {
  const { token } = theme.useToken();
  return (
    <Card title="Application mobile">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Installez le portail sur votre téléphone : il s'ouvre comme une application, depuis votre écran d'accueil.
        </Typography.Paragraph>
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {BENEFITS.map((benefit) => (
            <Flex key={benefit.title} component="li" gap={12} align="flex-start">
              <span aria-hidden style={{ fontSize: 22, color: token.colorPrimary }}>
                {benefit.icon}
              </span>
              <div>
                <Typography.Text strong>{benefit.title}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {benefit.text}
                </Typography.Paragraph>
              </div>
            </Flex>
          ))}
        </Flex>
        <Install />
      </Space>
    </Card>
  );
}
