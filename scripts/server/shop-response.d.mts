import { ServerResponse } from 'node:http'
export declare class ShopResponse extends ServerResponse {}
