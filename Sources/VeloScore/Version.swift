/// veloscore's version, semantic versioning (semver.org): one number for the
/// binary's `--version`, the OpenAPI document's `info.version` and the latest
/// release in CHANGELOG.md, each release tagged `vMAJOR.MINOR.PATCH`
/// (`VersionTests` checks that the three agree).
public enum VeloscoreVersion {
  public static let current = "0.6.0"
}
