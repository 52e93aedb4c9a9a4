-- Annual celebrations are dated by their feast, computed for every year (decision 38): the step's code ties each
-- annual event whose typed date is a feast's day (the seeded Genna) to that feast and clears its typed dates.
UPDATE content_public_changes SET changes = changes + 1 WHERE id = 1
