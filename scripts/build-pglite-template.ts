// Writes apps/api/dist/pglite-template.tar.gz (see apps/api/src/db/pglite-template.ts).
import { writePgliteTemplate } from '../apps/api/src/db/pglite-template.ts';

await writePgliteTemplate();
