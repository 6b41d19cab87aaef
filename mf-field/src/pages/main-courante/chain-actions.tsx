import { useMutation } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { MainCouranteVerification } from '@portal/contracts';
import { saveFile } from '@portal/kit';
import { VerificationAlert } from './verification-alert.js';

/** 'Vérifier l'intégrité' and 'Exporter' of a main courante, through the calls its reader may make. */
export function useChainChecks(
  verify: (chainId: string) => Promise<MainCouranteVerification>,
  exportChain: (chainId: string) => Promise<{ blob: Blob; fileName: string }>,
) {
  const verification = useMutation({ mutationFn: verify });
  const exported = useMutation({
    mutationFn: exportChain,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return { verification, exported };
}

/** The two buttons, then the verdict of the last verification. */
export function ChainActions({ chainId, checks }: { chainId: string; checks: ReturnType<typeof useChainChecks> }) {
  const { verification, exported } = checks;
  return (
    <>
      <Space wrap>
        <Button loading={verification.isPending} onClick={() => verification.mutate(chainId)}>
          Vérifier l'intégrité
        </Button>
        <Button loading={exported.isPending} onClick={() => exported.mutate(chainId)}>
          Exporter
        </Button>
      </Space>
      {verification.data ? <VerificationAlert verification={verification.data} /> : null}
    </>
  );
}
