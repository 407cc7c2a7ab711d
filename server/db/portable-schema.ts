import {
  ColumnDefinitionNode,
  type CreateTableNode,
  GeneratedNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'

/** A data type node with a name Kysely's builder would not accept as written (`text collate "C"`). */
const dataType = (name: string) => ({ kind: 'DataTypeNode' as const, dataType: name })

/** SQLite spellings that PostgreSQL needs otherwise; every migration is written in the SQLite ones. */
const POSTGRES_TYPES: Record<string, string> = {
  // Millisecond timestamps (Date.now()) do not fit PostgreSQL's 4-byte integer; SQLite's integer is 8 bytes.
  integer: 'bigint',
  // SQLite's real is an 8-byte float; PostgreSQL's is 4 bytes and would round money.
  real: 'double precision',
  // SQLite compares text byte by byte (BINARY); "C" does the same, so ORDER BY, ranges and unique keys agree.
  text: 'text collate "C"',
  // Bytes (an ERP's PDF, migration 013).
  blob: 'bytea',
}

const isWithoutRowid = (node: { kind: string; sqlFragments?: readonly string[] }) =>
  node.kind === 'RawNode' && (node.sqlFragments ?? []).join('').trim().toLowerCase() === 'without rowid'

class PostgresSchemaTransformer extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node)
    const type = column.dataType as { kind: string; dataType?: string }
    const mapped = type.kind === 'DataTypeNode' && type.dataType ? POSTGRES_TYPES[type.dataType] : undefined
    let result = mapped ? ColumnDefinitionNode.cloneWith(column, {}) : column
    if (mapped) result = { ...result, dataType: dataType(mapped) }
    // SQLite's `integer primary key autoincrement` is an identity column in PostgreSQL.
    if (result.autoIncrement) {
      result = { ...result, autoIncrement: false, generated: GeneratedNode.create({ identity: true, byDefault: true }) }
    }
    return result
  }

  protected override transformCreateTable(node: CreateTableNode): CreateTableNode {
    const table = super.transformCreateTable(node)
    const endModifiers = table.endModifiers?.filter((modifier) => !isWithoutRowid(modifier as never))
    return { ...table, endModifiers }
  }
}

/**
 * The one place where the schema's SQLite spellings become PostgreSQL ones, so every migration (and
 * the ones still to come) is written once with Kysely's schema builder and runs on both. The rules a
 * migration must follow are in docs/decisions/005-postgresql-dialect.md.
 */
export class PortableSchemaPlugin implements KyselyPlugin {
  private readonly transformer = new PostgresSchemaTransformer()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const kind = args.node.kind
    if (kind === 'CreateTableNode' || kind === 'AlterTableNode') return this.transformer.transformNode(args.node)
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}
