-- An estimate's estimated duration (02 §5: when its rows sell fewer hours, the form warns 'La durée
-- est inférieure à l'estimation'). Null when not given, and on invoices and credit notes.
alter table commercial_documents add column estimated_hours numeric(9, 2) check (estimated_hours >= 0);
