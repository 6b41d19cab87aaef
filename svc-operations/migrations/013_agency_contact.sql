-- How the agency is reached (identity's e-mail, phones and address, announced with
-- identity.agency.created / updated): what the field's 'Contacter l'agence' shows. Null until identity
-- announces it (agencies provisioned before identity sent it).
alter table agencies add column contact jsonb;
