/**
 * The typed surface of the client: every path, its parameters, body and answers, read
 * from the generated `paths`.
 *
 * openapi-fetch does the requests, but its own declaration files cost a consumer that
 * type-checks libraries (`skipLibCheck: false`) some 150k type instantiations before a
 * single call is written. These few types are all a Referee call needs, so the published
 * declarations name only them and `paths`, never openapi-fetch's types.
 */
import type { paths } from "./generated/schema.js";

export type HttpMethod = "get" | "put" | "post" | "delete" | "patch";

/** The paths that have an operation for `method`: `PathsWith<"get">`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** The operation (parameters, requestBody, responses) of a path and method. */
export type OperationOf<P, M extends HttpMethod> = P extends keyof paths
  ? paths[P] extends { [K in M]: infer O }
    ? O
    : never
  : never;

// Keys whose type is more than `undefined` (the generator writes `query?: never` for none).
type UsedKeys<T> = { [K in keyof T]-?: [Exclude<T[K], undefined>] extends [never] ? never : K }[keyof T];

/** The `params` an operation takes: `path`, `query`, `header`, each only when it has some. */
export type ParamsOf<O> = O extends { parameters: infer Ps }
  ? Pick<Ps, UsedKeys<Ps> & ("path" | "query" | "header")>
  : Record<string, never>;

/** The JSON body an operation takes (never when it takes none). */
export type BodyOf<O> = O extends { requestBody?: infer R }
  ? R extends { content: { "application/json": infer B } }
    ? B
    : never
  : never;

type ParamsPart<O> = {} extends ParamsOf<O> ? { params?: ParamsOf<O> } : { params: ParamsOf<O> };
type BodyPart<O> = [BodyOf<O>] extends [never]
  ? { body?: undefined }
  : O extends { requestBody: object }
    ? { body: BodyOf<O> }
    : { body?: BodyOf<O> };

/** What one call takes besides its path. */
export type RequestOptions<O> = ParamsPart<O> &
  BodyPart<O> & {
    /** Headers for this call only (merged over the client's). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | "2XX";
type JsonContent<R> = R extends { content: infer C }
  ? C extends { "application/json": infer J }
    ? J
    : C extends { "application/problem+json": infer J }
      ? J
      : unknown
  : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;

/** What an operation answers on success (any 2xx). */
export type SuccessOf<O> = {
  [C in keyof Responses<O>]: C extends SuccessStatus ? JsonContent<Responses<O>[C]> : never;
}[keyof Responses<O>];

/** What an operation answers on failure (a problem+json `Problem`, for every Referee error). */
export type ErrorOf<O> = {
  [C in keyof Responses<O>]: C extends SuccessStatus ? never : JsonContent<Responses<O>[C]>;
}[keyof Responses<O>];

/** A call's outcome: the parsed data on success, the parsed error otherwise, and the Response. */
export type FetchResult<O> =
  | { data: SuccessOf<O>; error?: never; response: Response }
  | { data?: never; error: ErrorOf<O>; response: Response };

type Args<O> = {} extends RequestOptions<O> ? [options?: RequestOptions<O>] : [options: RequestOptions<O>];

/** A typed client: `client.POST("/v1/urban-war/command-test", { body })` and so on. */
export interface RefereeClient {
  GET<P extends PathsWith<"get">>(
    path: P,
    ...options: Args<OperationOf<P, "get">>
  ): Promise<FetchResult<OperationOf<P, "get">>>;
  POST<P extends PathsWith<"post">>(
    path: P,
    ...options: Args<OperationOf<P, "post">>
  ): Promise<FetchResult<OperationOf<P, "post">>>;
  PUT<P extends PathsWith<"put">>(
    path: P,
    ...options: Args<OperationOf<P, "put">>
  ): Promise<FetchResult<OperationOf<P, "put">>>;
  DELETE<P extends PathsWith<"delete">>(
    path: P,
    ...options: Args<OperationOf<P, "delete">>
  ): Promise<FetchResult<OperationOf<P, "delete">>>;
  PATCH<P extends PathsWith<"patch">>(
    path: P,
    ...options: Args<OperationOf<P, "patch">>
  ): Promise<FetchResult<OperationOf<P, "patch">>>;
}
