import {
  IdentifierNode,
  OperationNodeTransformer,
  type ColumnType,
  type Generated,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type UnknownRow,
} from 'kysely';

export type RoundStatus = 'open' | 'settling' | 'closed' | 'refused';
export type TransactionKind = 'bet' | 'win' | 'rollback';
export type TransactionStatus = 'pending' | 'ok' | 'refused';

/** A game page's launch: the platform's session (or play money) it was opened for. */
export interface LaunchTable {
  id: string;
  game_id: string;
  demo: boolean;
  session_token: string | null;
  player_id: string | null;
  currency: string;
  subunit_to_unit: number;
  locale: string;
  lobby_url: string;
  platform: number;
  demo_balance: bigint | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** The journal of wallet calls, each written before it is sent. */
export interface TransactionTable {
  id: string;
  round_id: string;
  kind: TransactionKind;
  amount: bigint;
  reference_id: string | null;
  round_closed: boolean;
  status: TransactionStatus;
  result_code: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The tables the kit reads and writes, under the kit's names; a studio keeps them under its own. */
export interface KitTables {
  launches: LaunchTable;
  /** Only what the kit touches of a studio's rounds: the rest of the row is the studio's. */
  rounds: {
    id: string;
    launch_id: string;
    status: RoundStatus;
    win: Generated<bigint>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  transactions: TransactionTable;
}

/** A studio's names for the kit's tables, and for the two columns it may call otherwise. */
export interface StudioTableNames {
  launches: string;
  rounds: string;
  transactions: string;
  /** The transactions' column naming their round. */
  round_id?: string;
  /** The rounds' column holding the closing win. */
  win?: string;
}

class Rename extends OperationNodeTransformer {
  constructor(private readonly names: ReadonlyMap<string, string>) {
    super();
  }

  protected override transformIdentifier(node: IdentifierNode, queryId?: QueryId): IdentifierNode {
    const name = this.names.get(node.name);
    return name === undefined ? super.transformIdentifier(node, queryId) : IdentifierNode.create(name);
  }
}

/**
 * Puts a studio's names in every statement the kit sends and takes the kit's back in the rows
 * it reads, as Kysely's CamelCasePlugin does with case.
 */
class StudioNames implements KyselyPlugin {
  readonly #toStudio: Rename;
  readonly #toKit: ReadonlyMap<string, string>;

  constructor(names: StudioTableNames) {
    const pairs = Object.entries(names).filter(([kit, studio]) => kit !== studio);
    this.#toStudio = new Rename(new Map(pairs));
    this.#toKit = new Map(pairs.map(([kit, studio]) => [studio, kit]));
  }

  transformQuery(args: PluginTransformQueryArgs) {
    return this.#toStudio.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([column, value]) => [this.#toKit.get(column) ?? column, value])),
    );
    return { ...args.result, rows };
  }
}

/** The studio's database as the kit's code sees it. */
export function kitTables<DB>(db: Kysely<DB>, names: StudioTableNames): Kysely<KitTables> {
  return db.withPlugin(new StudioNames(names)) as unknown as Kysely<KitTables>;
}
