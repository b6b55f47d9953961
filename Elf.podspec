# Keep in step with Package.swift: version (CHANGELOG.md), platforms,
# products (a subspec each), source files and Swift version.
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
  # The sources use `package` declarations (shared between the SwiftPM
  # products), which need a package name; COCOAPODS tells them they are one
  # module (see the subspecs).
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name Elf -D COCOAPODS' }

  # One subspec per product of Package.swift. CocoaPods compiles the
  # subspecs a target uses into one module, Elf, so with CocoaPods an app
  # writes `import Elf` alone (the sources leave out their own `import Elf`
  # when COCOAPODS is set). Add only what the target uses: the app the UI
  # layer it shows, its test target Testing and SiteAssociation.
  s.default_subspecs = 'Core'

  # The router: routes, handlers, navigators (StackNavigator, Navigation),
  # restoration. The product Elf.
  s.subspec 'Core' do |core|
    core.source_files = 'Sources/Elf/**/*.swift'
    core.frameworks   = 'Foundation'
  end

  # RouterView, NavigationHost, ScreenViews, handlesLinks(with:). The product ElfSwiftUI.
  s.subspec 'SwiftUI' do |swiftui|
    swiftui.dependency 'Elf/Core'
    swiftui.source_files = 'Sources/ElfSwiftUI/**/*.swift'
  end

  # UIKitNavigator (iOS, tvOS, visionOS). The product ElfUIKit.
  s.subspec 'UIKit' do |uikit|
    uikit.dependency 'Elf/Core'
    uikit.source_files = 'Sources/ElfUIKit/**/*.swift'
  end

  # appSiteAssociation(appIDs:host:), for a test target or a build script;
  # the app target never needs it. The product ElfSiteAssociation.
  s.subspec 'SiteAssociation' do |site|
    site.dependency 'Elf/Core'
    site.source_files = 'Sources/ElfSiteAssociation/**/*.swift'
  end

  # What code moved from another router needs. The product ElfMigration.
  s.subspec 'Migration' do |migration|
    migration.dependency 'Elf/Core'
    migration.source_files = 'Sources/ElfMigration/**/*.swift'
  end

  # RecordingNavigator and routing expectations, for test targets. The product ElfTesting.
  s.subspec 'Testing' do |testing|
    testing.dependency 'Elf/Core'
    testing.source_files = 'Sources/ElfTesting/**/*.swift'
  end
end
