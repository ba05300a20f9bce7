// Runs s3rver in a process of its own (the storage tests measure their own process's memory):
// argv[2] is its folder; it sends the port it listens on to the parent, and stops on SIGTERM.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.send?.({ port });
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
