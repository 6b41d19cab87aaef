import { Card, Col, Row, Typography } from 'antd';

/** Where a browser without the install prompt hides the install (iOS Safari, Firefox…), in its own words. */
const MANUAL_STEPS = [
  {
    title: 'iPhone et iPad (Safari)',
    steps: [
      'Touchez le bouton Partager (le carré avec une flèche vers le haut).',
      "Choisissez « Sur l'écran d'accueil ».",
      'Touchez « Ajouter ».',
    ],
  },
  {
    title: 'Android (Chrome)',
    steps: [
      'Ouvrez le menu ⋮ en haut à droite.',
      "Choisissez « Installer l'application ».",
      'Confirmez avec « Installer ».',
    ],
  },
] as const;

/** The manual install, for the browsers that offer no prompt. */
export function InstallSteps() {
  return (
    <Row gutter={[16, 16]}>
      {MANUAL_STEPS.map((browser) => (
        <Col key={browser.title} xs={24} md={12}>
          <Card size="small" title={browser.title} style={{ height: '100%' }}>
            <ol aria-label={browser.title} style={{ margin: 0, paddingInlineStart: 20 }}>
              {browser.steps.map((step) => (
                <li key={step}>
                  <Typography.Text>{step}</Typography.Text>
                </li>
              ))}
            </ol>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
