# Keep in step with Package.swift: version (CHANGELOG.md), platforms, source
# files and Swift version.
Pod::Spec.new do |s|
  s.name             = 'Elf'
  s.version          = '0.1.0'
  s.summary          = 'A URL router for apps: patterns to handlers, the most specific match wins.'
  s.description      = <<~DESC
    Elf maps URL patterns such as app://user/<username>/following or
    app://item/<int:id> to handler factories. For every URL it picks the most
    specific matching pattern by fixed precedence rules on a radix tree, makes
    a fresh handler, lets it convert the URL's values and handle them, and
    falls back to the next pattern when a handler declines. Registration
    errors name the pattern and the column; matching works from any thread.
  DESC
  s.homepage         = 'https://github.com/elf-router/Elf'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = 'The Elf authors'
  s.source           = { :git => 'https://github.com/elf-router/Elf.git', :tag => s.version.to_s }
  s.documentation_url = 'https://github.com/elf-router/Elf/tree/main/Sources/Elf/Elf.docc'

  s.ios.deployment_target      = '15.0'
  s.osx.deployment_target      = '12.0'
  s.tvos.deployment_target     = '15.0'
  s.watchos.deployment_target  = '8.0'
  s.visionos.deployment_target = '1.0'

  # The Swift language mode (Package.swift: .swiftLanguageMode(.v6)); building
  # needs a Swift 6.2 or later compiler, like Package.swift's tools version.
  s.swift_versions   = ['6.0']
  s.source_files     = 'Sources/Elf/**/*.swift'
  s.frameworks       = 'Foundation'
  # The core still shares four `package` declarations with ElfMigration (a
  # SwiftPM product; scripts/check-package-seam.sh lists them); the compiler
  # needs the package name to accept them.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name Elf' }
end
