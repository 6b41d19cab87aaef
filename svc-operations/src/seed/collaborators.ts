import { AgentInfosSchema, CollaboratorIdentitySchema } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { DEMO_AGENCIES, type DemoMember } from '@portal/service-kit/demo/agencies';
import { demoIds } from '@portal/service-kit/demo/ids';
import { findAgency } from '../agencies/repo.js';
import { announceCollaborator } from '../collaborators/collaborator-events.js';
import { insertCollaborator } from '../collaborators/repo.js';

type CollaboratorMember = Extract<DemoMember, { profile: 'staff' | 'agent' }>;

const isCollaborator = (member: DemoMember): member is CollaboratorMember =>
  member.profile === 'staff' || member.profile === 'agent';

/**
 * One collaborator per staff or agent member of each demo agency operations holds (owners and
 * customers are not collaborators), with the id of the member's user so identity finds its account.
 * Field agents are plannable, office staff are not; each holds a licence. Safe to run again: a
 * record already there is left as it is, and only the new ones are announced with
 * operations.collaborator.created. Answers how many were inserted.
 */
export async function seedDemoCollaborators(sql: Sql): Promise<number> {
  let inserted = 0;
  for (const demo of DEMO_AGENCIES) {
    const agencyId = demoIds.agency(demo.key);
    inserted += await transaction(sql, { kind: 'tenant', agencyId }, async (tx) => {
      if (!(await findAgency(tx, agencyId))) return 0;
      let count = 0;
      for (const member of demo.members.filter(isCollaborator)) {
        const created = await insertCollaborator(
          tx,
          {
            id: demoIds.user(member.email),
            agencyId,
            status: 100,
            identity: CollaboratorIdentitySchema.parse({
              firstName: member.firstName,
              lastName: member.lastName,
              email: member.email,
            }),
            agentInfos: AgentInfosSchema.parse({ plannable: member.profile === 'agent' }),
            contract: null,
            items: [],
            restrictions: [],
            notifications: { sendPlanning: true },
          },
          { ifAbsent: true },
        );
        if (!created) continue;
        await announceCollaborator(tx, 'operations.collaborator.created', agencyId, created, { actor: null });
        count += 1;
      }
      return count;
    });
  }
  return inserted;
}
