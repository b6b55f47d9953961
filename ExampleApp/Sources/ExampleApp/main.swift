// The example shop on the command line: `swift run ExampleApp` plays the
// tour; `--help` lists the other modes. The work is in ExampleShop's
// `ShopCommand`, which the tests run with scripted input.
import ExampleShop
import Foundation

let status = await ShopCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    readLine: { readLine() },
    write: { print($0) },
    writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
