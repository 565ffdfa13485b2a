/**
 * The QA console with the elements from npm: importing `@tucan/elements` registers every element it exports,
 * so an element added to the package shows up in the console's method list by itself.
 */
import * as elements from '@tucan/elements';
import { startConsole } from './console/app.ts';

void startConsole({ integration: 'npm', elements });
