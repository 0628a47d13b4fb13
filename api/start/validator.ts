/*
| VineJS defaults shared by every validator.
*/
import vine, { SimpleErrorReporter } from '@vinejs/vine'

vine.errorReporter = () => new SimpleErrorReporter()
vine.convertEmptyStringsToNull = true
