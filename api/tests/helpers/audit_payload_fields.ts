import ts from 'typescript'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * The fields the api's code writes in audit payloads, read from its types: every value given where an
 * `AuditPayload` is expected (record_audit.ts), its type's properties flattened as `auditPayloadRows` flattens the
 * stored JSON (`before` and `after` left out, nested objects dotted, a list's items' fields as `<list>[].<key>`).
 */
export interface AuditPayloadFields {
  /** Each field's path, with where it is written (file:line). */
  fields: Map<string, Set<string>>
  /** Paths whose keys the types do not know (an index signature), with where. */
  open: Map<string, Set<string>>
  /** How many places give a payload. */
  sites: number
}

const isAuditPayload = (type: ts.Type) =>
  (type.isUnion() ? type.types : [type]).some((member) => member.aliasSymbol?.getName() === 'AuditPayload')

export function auditPayloadFields(): AuditPayloadFields {
  const root = app.makePath()
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    }
  )!
  const sources = config.fileNames.filter((file) => file.startsWith(join(root, 'app')))
  const program = ts.createProgram({ rootNames: sources, options: config.options })
  const checker = program.getTypeChecker()
  const found: AuditPayloadFields = { fields: new Map(), open: new Map(), sites: 0 }
  const note = (into: Map<string, Set<string>>, path: string, where: string) =>
    into.set(path, (into.get(path) ?? new Set()).add(where))

  // A class instance (a DateTime) or a function is a value, written as JSON writes it.
  const isValue = (type: ts.Type) =>
    !(type.flags & ts.TypeFlags.Object) ||
    checker.isArrayType(type) ||
    checker.isTupleType(type) ||
    ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Class) !== 0 ||
    type.getCallSignatures().length > 0

  function collect(type: ts.Type, path: string, where: string) {
    if (type.isUnion()) return type.types.forEach((member) => collect(member, path, where))
    // JSON leaves undefined out; null is a value (an empty group).
    if (type.flags & ts.TypeFlags.Undefined) return
    if (isValue(type)) {
      if (path) note(found.fields, path, where)
      if (checker.isArrayType(type))
        collectItems(checker.getTypeArguments(type as ts.TypeReference)[0], path, where)
      return
    }
    if (checker.getIndexInfosOfType(type).length > 0) note(found.open, path || '(payload)', where)
    const properties = checker.getPropertiesOfType(type)
    if (path && properties.length === 0) note(found.fields, path, where)
    for (const property of properties) {
      const name = property.getName()
      const inner = checker.getTypeOfSymbol(property)
      if (!path && (name === 'before' || name === 'after')) collect(inner, '', where)
      else collect(inner, path ? `${path}.${name}` : name, where)
    }
  }

  function collectItems(item: ts.Type, path: string, where: string) {
    for (const member of item.isUnion() ? item.types : [item]) {
      if (isValue(member)) continue
      for (const property of checker.getPropertiesOfType(member))
        note(found.fields, `${path}[].${property.getName()}`, where)
    }
  }

  /** A literal payload member by member: a payload passed on (`...by.payload`) is read where it is written. */
  function collectValue(value: ts.Expression, where: string) {
    if (!ts.isObjectLiteralExpression(value)) return collect(checker.getTypeAtLocation(value), '', where)
    for (const member of value.properties) {
      if (ts.isSpreadAssignment(member)) {
        const spread = checker.getTypeAtLocation(member.expression)
        if (!isAuditPayload(spread)) collect(spread, '', where)
      } else if (member.name) {
        const name = member.name.getText()
        const inner = ts.isShorthandPropertyAssignment(member)
          ? checker.getTypeOfSymbolAtLocation(checker.getShorthandAssignmentValueSymbol(member)!, member)
          : checker.getTypeAtLocation(ts.isPropertyAssignment(member) ? member.initializer : member)
        if (name === 'before' || name === 'after') collect(inner, '', where)
        else collect(inner, name, where)
      }
    }
  }

  for (const source of program.getSourceFiles().filter((file) => sources.includes(file.fileName))) {
    const visit = (node: ts.Node) => {
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        node.name.getText(source) === 'payload' &&
        ts.isObjectLiteralExpression(node.parent)
      ) {
        const expected = checker.getContextualType(node.parent)
        const property =
          expected && checker.getPropertyOfType(checker.getNonNullableType(expected), 'payload')
        if (property && isAuditPayload(checker.getTypeOfSymbol(property))) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
          const where = `${relative(root, source.fileName)}:${line + 1}`
          found.sites++
          if (ts.isPropertyAssignment(node)) collectValue(node.initializer, where)
          else
            collect(
              checker.getTypeOfSymbolAtLocation(checker.getShorthandAssignmentValueSymbol(node)!, node),
              '',
              where
            )
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}
